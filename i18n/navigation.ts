import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// Public links are plain anchors to the path getPathname gives (no client navigation code).
export const { getPathname } = createNavigation(routing);
