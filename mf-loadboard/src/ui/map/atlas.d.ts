// The atlases' TopoJSON files, typed as what they are rather than inferred from 200 KB of numbers.
declare module 'us-atlas/states-10m.json' {
  const topology: unknown;
  export default topology;
}

declare module 'world-atlas/countries-110m.json' {
  const topology: unknown;
  export default topology;
}
