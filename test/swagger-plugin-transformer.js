// Runs the @nestjs/swagger CLI plugin under ts-jest so the e2e OpenAPI document matches `nest build`.
const transformer = require('@nestjs/swagger/plugin');
module.exports.name = 'nestjs-swagger-transformer';
module.exports.version = 1;
module.exports.factory = (cs) =>
  transformer.before({ classValidatorShim: true, introspectComments: true }, cs.program);
