import { memoryCounters } from '@/lib/limits/memory';
import { countersSuite } from './counters-suite';

countersSuite('in this process', () => counters);
const counters = memoryCounters();
