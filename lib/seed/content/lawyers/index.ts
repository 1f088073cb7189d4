import { hongKongLawyers } from './hong-kong';
import type { LawyerProfile } from './profile';
import { shanghaiLawyers } from './shanghai';
import { singaporeLawyers } from './singapore';

export type { LawyerProfile } from './profile';

/** The demo's lawyers in display order, office by office. */
export const lawyers: LawyerProfile[] = [...singaporeLawyers, ...hongKongLawyers, ...shanghaiLawyers];
