import { registerAs } from '@nestjs/config';

export const intentConfig = registerAs('intent', () => ({}));
