// tailwind-merge for cn() (lib/utils.ts): imported by every page's route but the landing's.
import { twMerge } from 'tailwind-merge';
import { setClassMerge } from './utils.ts';

setClassMerge(twMerge);
