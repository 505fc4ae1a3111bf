import { flushContractCount } from './contract-validator';

// After each test file, add the answers it checked against the contract to the run's counter.
afterAll(() => flushContractCount());
