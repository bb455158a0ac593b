// A structural check of JSON answers against the catalogue's declared response types, derived by
// the TypeScript checker from catalogue-responses.ts. Most calls carry no zod schema (only money,
// permissions and the user do); this holds every other answer to its declared shape: required
// fields present, no fields the type does not declare, primitives and literal values of the right
// kind, arrays and nested objects checked the same way.
import path from 'node:path';
import ts from 'typescript';

export interface ShapeChecker {
  /** The call ids the catalogue declares a response for. */
  readonly callIds: readonly string[];
  /** Problems of `value` as an answer to `callId` ('data[3].origin.city: expected string, got number'). */
  problems(callId: string, value: unknown): string[];
  /** The declared response type, for messages. */
  describe(callId: string): string;
  /** True when the declared response is void (the call answers no content). */
  isVoid(callId: string): boolean;
}

const RESPONSES_FILE = path.join(__dirname, 'catalogue-responses.ts');
const ROWS_CHECKED_PER_ARRAY = 25;

export function createShapeChecker(): ShapeChecker {
  const configPath = path.resolve(__dirname, '../../../tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(configPath));
  const program = ts.createProgram({
    rootNames: [RESPONSES_FILE],
    options: { ...parsed.options, noEmit: true, skipLibCheck: true },
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(RESPONSES_FILE);
  if (!source) throw new Error(`Cannot read ${RESPONSES_FILE}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  const alias =
    moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === 'CatalogueResponses');
  if (!alias) throw new Error('CatalogueResponses is not exported');
  const responses = checker.getDeclaredTypeOfSymbol(alias);
  const byId = new Map(
    checker.getPropertiesOfType(responses).map((symbol) => [symbol.name, checker.getTypeOfSymbol(symbol)]),
  );

  const typeOf = (callId: string): ts.Type => {
    const type = byId.get(callId);
    if (!type) throw new Error(`The catalogue declares no call ${callId}`);
    return type;
  };

  const check = (value: unknown, type: ts.Type, at: string, problems: string[], depth: number): void => {
    if (depth > 12) return;
    const flags = type.flags;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return;
    if (type.isUnion()) {
      if (value === null && type.types.some((t) => t.flags & ts.TypeFlags.Null)) return;
      if (
        value === undefined &&
        type.types.some((t) => t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void))
      )
        return;
      const candidates = type.types.filter(
        (t) => !(t.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void)),
      );
      // The member that fits best explains the problem; a union of literals reports the value.
      let best: string[] | undefined;
      for (const member of candidates) {
        const memberProblems: string[] = [];
        check(value, member, at, memberProblems, depth + 1);
        if (memberProblems.length === 0) return;
        if (!best || memberProblems.length < best.length) best = memberProblems;
      }
      if (candidates.every((t) => t.isLiteral() || t.flags & ts.TypeFlags.BooleanLiteral)) {
        problems.push(
          `${at || 'answer'}: ${JSON.stringify(value)} is not one of ${checker.typeToString(type)}`,
        );
      } else {
        problems.push(...(best ?? [`${at || 'answer'}: does not match ${checker.typeToString(type)}`]));
      }
      return;
    }
    const expect = (ok: boolean, what: string) => {
      if (!ok) problems.push(`${at || 'answer'}: expected ${what}, got ${describeValue(value)}`);
    };
    if (type.isStringLiteral()) return expect(value === type.value, JSON.stringify(type.value));
    if (type.isNumberLiteral()) return expect(value === type.value, String(type.value));
    if (flags & ts.TypeFlags.BooleanLiteral)
      return expect(value === (checker.typeToString(type) === 'true'), checker.typeToString(type));
    if (flags & ts.TypeFlags.StringLike) return expect(typeof value === 'string', 'string');
    if (flags & ts.TypeFlags.NumberLike)
      return expect(typeof value === 'number' && Number.isFinite(value), 'finite number');
    if (flags & ts.TypeFlags.BooleanLike) return expect(typeof value === 'boolean', 'boolean');
    if (flags & ts.TypeFlags.Null) return expect(value === null, 'null');
    if (flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) return expect(value === undefined, 'nothing');
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      if (!Array.isArray(value)) return expect(false, 'array');
      const [element] = checker.getTypeArguments(type as ts.TypeReference);
      if (!element) return;
      value
        .slice(0, ROWS_CHECKED_PER_ARRAY)
        .forEach((item, i) => check(item, element, `${at}[${i}]`, problems, depth + 1));
      return;
    }
    if (flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return expect(false, 'object');
      const record = value as Record<string, unknown>;
      const properties = checker.getPropertiesOfType(type);
      const declared = new Set(properties.map((p) => p.name));
      for (const property of properties) {
        const propertyType = checker.getTypeOfSymbol(property);
        const field = record[property.name];
        const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
        if (field === undefined) {
          if (!optional)
            problems.push(
              `${join(at, property.name)}: missing (declared ${checker.typeToString(propertyType)})`,
            );
          continue;
        }
        check(field, propertyType, join(at, property.name), problems, depth + 1);
      }
      const indexInfos = checker.getIndexInfosOfType(type);
      for (const key of Object.keys(record)) {
        if (declared.has(key)) continue;
        const index = indexInfos[0];
        if (index) check(record[key], index.type, join(at, key), problems, depth + 1);
        else problems.push(`${join(at, key)}: not declared by the catalogue`);
      }
      return;
    }
    problems.push(`${at || 'answer'}: cannot check type ${checker.typeToString(type)}`);
  };

  return {
    callIds: [...byId.keys()],
    problems(callId, value) {
      const problems: string[] = [];
      check(value, typeOf(callId), '', problems, 0);
      return problems;
    },
    describe: (callId) => checker.typeToString(typeOf(callId)),
    isVoid: (callId) => (typeOf(callId).flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined)) !== 0,
  };
}

function join(at: string, key: string): string {
  return at ? `${at}.${key}` : key;
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object') return 'object';
  return `${typeof value} ${JSON.stringify(value)?.slice(0, 40)}`;
}
