import { registerAs } from '@nestjs/config';

export const vaultConfig = registerAs('vault', () => ({}));
