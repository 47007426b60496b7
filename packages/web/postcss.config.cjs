/* global module */
// Mantine's PostCSS preset: the rem()/light-dark() functions and mixins its styles rely on.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
