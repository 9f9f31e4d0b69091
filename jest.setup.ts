import '@testing-library/jest-dom';
import { TextDecoder } from 'node:util';

// jsdom's window has no TextDecoder, which image-size (loaded with the content by pages and post-export steps) needs.
Object.assign(globalThis, { TextDecoder });
