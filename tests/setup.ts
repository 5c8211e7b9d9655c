import '@testing-library/jest-dom/vitest';
import { beforeAll } from 'vitest';
import { parsePortalConfig } from '../src/config/load-config';
import { setPortalConfig } from '../src/config/portal-config';
import { loadAllMessages } from '../src/i18n/load-messages';
import stubConfig from '../stub/portal-config.json';

// The portal runs against the stub's configuration, as the dev and preview servers serve it.
setPortalConfig(parsePortalConfig(stubConfig));

// Pages bring their texts with their chunk in the app; component tests get every text up front.
beforeAll(() => loadAllMessages());
