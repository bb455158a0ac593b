// Stylesheets of Draft.js and its mention plugin, imported by the editor adapter (webpack's native CSS).
declare module '*.css';
