// Unit tests run with the development defaults of .env.example; a line per gateway call is noise there.
process.env.TZ = 'UTC';
process.env.LOG_LEVEL ??= 'warn';
