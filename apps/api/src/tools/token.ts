import { ConfigError } from '../config';
import { mintToken } from './mintToken';

mintToken(process.argv[2] ?? '')
  .then((token) => console.log(token))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
