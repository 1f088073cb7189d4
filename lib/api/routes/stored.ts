import type { z } from '../zod';
import type { WorkflowState } from '../../validation/workflow';

/**
 * What a kind's own service gives for one item staff read as `View`: the view without the
 * editorial state, which the workflow adds (presentItems), and with the id and language the
 * workflow keeps versions by. The route helpers type each service by it, so a service whose
 * result breaks its view schema does not compile.
 */
export type Stored<View extends z.ZodType> = Omit<z.output<View>, keyof WorkflowState> & { id: number; lang: string };
