export {
  type DatabaseTarget,
  DEFAULT_DATA_DIR,
  DEFAULT_HOST,
  DEFAULT_PORT,
  type GatewayConfig,
  type GatewayOptionsInput,
  GatewayOptionsSchema,
  redactUrl,
  resolveGatewayConfig,
} from './gateway-options.js';
