// Unit tests run with the development defaults of .env.example.
process.env.TZ = 'UTC';
