export { type ErrorBody, ErrorBodySchema } from './error-body.js';
export { type ErrorResponse, errorResponse } from './error-response.js';
export { httpStatusOf } from './http-status-of.js';
