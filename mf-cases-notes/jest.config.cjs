module.exports = require('@trucks/ops/jest-preset')(__dirname, { env: 'jsdom' });
