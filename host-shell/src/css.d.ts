// Stylesheets imported for their side effect (webpack's native CSS): the shell's antd overrides.
declare module '*.css';
