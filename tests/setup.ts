import '@testing-library/jest-dom/vitest';
import { beforeAll } from 'vitest';
import { loadAllMessages } from '../src/i18n/load-messages';

// Pages bring their texts with their chunk in the app; component tests get every text up front.
beforeAll(() => loadAllMessages());
