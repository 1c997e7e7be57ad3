export { loadWebUi, type WebUi, type WebUiFile } from './load-web-ui.js';
export { serveWebUi, WEB_UI_CSP } from './serve-web-ui.js';
