// '@ant-design/icons' in unit tests: each icon is loaded from the package's own per-icon module when a
// test first reads it. The package's index loads all of its 800-odd icons, and jest does that again in
// every test file: about half a second of each file that renders an icon. The production build is not
// concerned (webpack keeps only the icons used). Ledger entry: ./PATCHES.md; its test compares every
// export with the index's (ant-design-icons.test.ts).
const ICON_NAME = /^[A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)$/;

/** A module of the package's lib folder, mapped by the jest preset to the package the test can see. */
const lib = (name) => require(`trucks-jest-ant-design-icons/lib/${name}`);

/** The index's exports that are not icons, read where the index reads them. */
const OTHER_EXPORTS = {
  default: () => lib('components/Icon').default,
  IconProvider: () => lib('components/Context').default.Provider,
  createFromIconfontCN: () => lib('components/IconFont').default,
  getTwoToneColor: () => lib('components/twoTonePrimaryColor').getTwoToneColor,
  setTwoToneColor: () => lib('components/twoTonePrimaryColor').setTwoToneColor,
};

function read(name) {
  if (name === '__esModule') return true;
  if (typeof name !== 'string') return undefined;
  if (Object.hasOwn(OTHER_EXPORTS, name)) return OTHER_EXPORTS[name]();
  return ICON_NAME.test(name) ? lib(`icons/${name}`).default : undefined;
}

module.exports = new Proxy(Object.create(null), {
  get: (_, name) => read(name),
  has: (_, name) => read(name) !== undefined,
});
