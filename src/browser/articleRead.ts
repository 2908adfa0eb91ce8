// An article page adds itself to the read history (decision 0061).
import { recordRead } from './readHistory.ts';

recordRead();
