// Script-tag entry of <flexportal-rate>: registering the element is this file's purpose.
import { createClient } from '@flexportal/core';
import { defineElements } from '../defineElements.js';
import { ELEMENTS } from '../elements.js';
import { readScriptConfig } from './readScriptConfig.js';

const config = readScriptConfig(document.currentScript);
defineElements(
  createClient({ baseURL: config.apiBase }),
  ELEMENTS.filter((e) => e.tag === 'flexportal-rate'),
);
