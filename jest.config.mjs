import nextJest from 'next/jest.js';

// next/jest compiles TypeScript with Next's own SWC, so no ts-jest or babel config is needed.
const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  // A worker on every core: jest's default leaves one core to its main process, which only waits (on 2 cores the
  // unit tests ran in one worker, 62 s instead of 43).
  maxWorkers: '100%',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['<rootDir>/e2e/', '<rootDir>/out/', '<rootDir>/.next/'],
  // A mutation run's sandbox is a whole copy of the project: jest run beside it must not see a second package.
  modulePathIgnorePatterns: ['<rootDir>/.stryker-tmp/'],
});
