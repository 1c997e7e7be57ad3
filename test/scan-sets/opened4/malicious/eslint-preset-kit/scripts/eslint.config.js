export default [{ files: ['**/*.ts'], rules: { 'no-console': 'warn', eqeqeq: 'error' } }];
