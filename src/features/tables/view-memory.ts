import { readViewOptions, type ViewOptions } from '../../../machines/tables/view-options';
import { recallFromDevice, rememberOnDevice } from '../../lib/device-memory';

/** How each wedding's seating plan is drawn (part 2 §2 "View options"), remembered on this device. */
const keyOf = (weddingId: number) => `wedding-planner.tables.view.${weddingId}`;

export const rememberedViewOptions = (weddingId: number): ViewOptions => recallFromDevice(keyOf(weddingId), readViewOptions);

export const rememberViewOptions = (weddingId: number, options: ViewOptions): void => rememberOnDevice(keyOf(weddingId), options);
