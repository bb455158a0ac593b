// The zod every schema of shared-contracts is written with: zod/mini, whose functional API lets the
// bundler keep only the checks the schemas use (the host's contracts chunk carries them all, see the
// README). Classic zod sets English messages by itself; mini sets none, so its issues would all read
// 'Invalid input'. The English locale is set here, once, so a field or a 400 shows the same words as
// before ('Unrecognized key: "status"'). Classic's other default, the memoizer that lets a parse
// follow reference cycles in its input, is left out: JSON bodies and form values have none.
import * as z from 'zod/mini';

z.config(z.locales.en());

export { z };
