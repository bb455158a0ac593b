// Classic zod sets English issue messages by itself; zod/mini, which every schema here is written
// with, sets none, so its issues would all read 'Invalid input'. Every module that builds schemas
// imports this one for its effect, so a field or a 400 shows the words it showed with classic zod
// ('Unrecognized key: "status"'). A test holds that (zod-locale.test.ts).
// Classic's other default, the memoizer that lets a parse follow reference cycles in its input, is
// left out: JSON bodies and form values have none.
import { z } from 'zod/mini';

z.config(z.locales.en());
