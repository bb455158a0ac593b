// MapLibre's stylesheet, imported by the map adapter (webpack's native CSS).
declare module '*.css';
