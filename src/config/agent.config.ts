import { registerAs } from '@nestjs/config';

export const agentConfig = registerAs('agent', () => ({}));
