import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The English messages a set of source files can give a shopper, read from the code (for the message-texts catalog's
 * test, never for the page): zod's validation messages and the API's `{ message }` answers. A message is found where
 * it is used, wherever it is written: a literal, a constant, a template built from constants (`${LIMITS.maxX}` is
 * computed as the code computes it), a helper's parameter (every call of the helper in the scanned code gives one).
 * What only the running code knows (a product's name, a number of seconds) is left as `ANY`.
 */

/** A part of a message known only at run time. */
export const ANY = '\u0000';
const UNKNOWN = Symbol('unknown');
type Value = string | number | boolean | null | undefined | Value[] | { [key: string]: Value } | typeof UNKNOWN;

/** A file to read, which of its top-level declarations count (staff-only ones are left out), and its lists of texts. */
export interface Source {
  file: string;
  only?: string[];
  skip?: string[];
  /** Lists whose items are texts for the shopper (`notes: [...]`, `notes.push(...)`). */
  lists?: string[];
}

const ROOT = resolve(import.meta.dirname, '../../../..');
// zod checks whose last argument is the message, and the HTTP errors of the server.
const CHECKS = new Set([
  'min',
  'max',
  'length',
  'int',
  'positive',
  'nonnegative',
  'negative',
  'nonpositive',
  'gt',
  'gte',
  'lt',
  'lte',
  'multipleOf',
  'regex',
  'refine',
  'email',
  'nonempty',
]);
const MAX_CANDIDATES = 100;

const files = new Map<string, ts.SourceFile>();
function load(path: string): ts.SourceFile {
  let file = files.get(path);
  if (!file) {
    file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    files.set(path, file);
  }
  return file;
}

function modulePath(from: ts.SourceFile, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(ROOT, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from.fileName), specifier)
      : undefined;
  return base && `${base.replace(/\.(js|ts)$/, '')}.ts`;
}

type Declaration = ts.VariableDeclaration | ts.FunctionDeclaration | ts.ParameterDeclaration;

/** The declaration a name refers to at a place: a parameter, a local or top-level constant, a function, an import. */
function declarationOf(name: string, at: ts.Node): Declaration | undefined {
  for (let scope: ts.Node | undefined = at; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope)) {
      const parameter = scope.parameters.find((entry) => ts.isIdentifier(entry.name) && entry.name.text === name);
      if (parameter) return parameter;
    }
    if (ts.isBlock(scope) || ts.isSourceFile(scope)) {
      for (const statement of scope.statements) {
        if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement;
        if (ts.isVariableStatement(statement)) {
          const found = statement.declarationList.declarations.find((entry) => ts.isIdentifier(entry.name) && entry.name.text === name);
          if (found) return found;
        }
        if (ts.isSourceFile(scope) && ts.isImportDeclaration(statement)) {
          const imported = importedDeclaration(scope, statement, name);
          if (imported) return imported;
        }
      }
    }
  }
  return undefined;
}

function importedDeclaration(file: ts.SourceFile, statement: ts.ImportDeclaration, name: string): Declaration | undefined {
  const bindings = statement.importClause?.namedBindings;
  if (!bindings || !ts.isNamedImports(bindings) || statement.importClause?.isTypeOnly) return undefined;
  const element = bindings.elements.find((entry) => entry.name.text === name);
  const path = element && modulePath(file, (statement.moduleSpecifier as ts.StringLiteral).text);
  return path ? declarationOf((element.propertyName ?? element.name).text, load(path)) : undefined;
}

type Callable = ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration;

function callableOf(declaration: Declaration | undefined): Callable | undefined {
  if (!declaration) return undefined;
  if (ts.isFunctionDeclaration(declaration)) return declaration;
  const initializer = ts.isVariableDeclaration(declaration) ? declaration.initializer && unwrap(declaration.initializer) : undefined;
  return initializer && (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer)) ? initializer : undefined;
}

function unwrap(node: ts.Expression): ts.Expression {
  while (ts.isAsExpression(node) || ts.isParenthesizedExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node))
    node = node.expression;
  return node;
}

/** The expressions a function can return (its own returns, not those of functions inside it). */
function returnsOf(callable: Callable): ts.Expression[] {
  if (callable.body && !ts.isBlock(callable.body)) return [callable.body];
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    else if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
  };
  if (callable.body) ts.forEachChild(callable.body, visit);
  return found;
}

/** The code scanned for messages, and for the calls of helpers whose parameters carry messages. */
class Scan {
  readonly statements: ts.Statement[];
  private readonly lists = new Map<string, readonly string[]>();
  private readonly bound = new Map<ts.ParameterDeclaration, Value[]>();
  private depth = 0;

  constructor(sources: readonly Source[]) {
    for (const { file, lists } of sources) this.lists.set(join(ROOT, file), lists ?? []);
    this.statements = sources.flatMap(({ file, only, skip }) =>
      load(join(ROOT, file)).statements.filter((statement) => {
        const names = ts.isVariableStatement(statement)
          ? statement.declarationList.declarations.map((entry) => entry.name.getText())
          : ts.isFunctionDeclaration(statement) && statement.name
            ? [statement.name.text]
            : [];
        if (only) return names.some((name) => only.includes(name));
        return !names.some((name) => skip?.includes(name));
      }),
    );
  }

  /** Every message of the scanned code, `ANY` standing for what only run time knows. */
  messages(): Set<string> {
    const found = new Set<string>();
    const addValue = (value: Value) => {
      if (typeof value === 'string' && value.replaceAll(ANY, '').trim()) found.add(value);
    };
    const add = (node: ts.Expression) => this.evaluate(node).forEach(addValue);
    const isList = (node: ts.Node) => this.lists.get(node.getSourceFile().fileName)!.includes(node.getText());
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAssignment(node) && isList(node.name)) {
        for (const value of this.evaluate(node.initializer)) if (Array.isArray(value)) value.forEach(addValue);
      } else if (ts.isPropertyAssignment(node) && ['error', 'message'].includes(node.name.getText())) {
        const value = unwrap(node.initializer);
        if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) returnsOf(value).forEach(add);
        else add(value);
      } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const method = node.expression.name.text;
        const last = node.arguments.at(-1);
        if (last && CHECKS.has(method)) add(last);
        if (method === 'push' && isList(node.expression.expression)) node.arguments.forEach(add);
      } else if (ts.isNewExpression(node) && node.expression.getText() === 'HttpError' && node.arguments?.[1]) {
        add(node.arguments[1]);
      } else if (ts.isArrayLiteralExpression(node) && node.elements.length === 2 && ts.isNumericLiteral(node.elements[0]!)) {
        // [status, message] tables.
        add(node.elements[1]!);
      }
      ts.forEachChild(node, visit);
    };
    this.statements.forEach(visit);
    return found;
  }

  /** The values an expression can have. */
  evaluate(node: ts.Expression): Value[] {
    if (this.depth > 40) return [UNKNOWN];
    this.depth++;
    try {
      return this.values(unwrap(node)).slice(0, MAX_CANDIDATES);
    } finally {
      this.depth--;
    }
  }

  private values(node: ts.Expression): Value[] {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isNumericLiteral(node)) return [Number(node.text.replaceAll('_', ''))];
    if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword) return [node.kind === ts.SyntaxKind.TrueKeyword];
    if (ts.isTemplateExpression(node)) {
      let texts = [node.head.text];
      for (const span of node.templateSpans) {
        const parts = this.evaluate(span.expression).map(text);
        texts = texts.flatMap((before) => parts.map((part) => before + part + span.literal.text)).slice(0, MAX_CANDIDATES);
      }
      return texts;
    }
    if (ts.isConditionalExpression(node)) return [...this.evaluate(node.whenTrue), ...this.evaluate(node.whenFalse)];
    if (ts.isBinaryExpression(node)) {
      const kind = node.operatorToken.kind;
      if (kind === ts.SyntaxKind.QuestionQuestionToken || kind === ts.SyntaxKind.BarBarToken)
        return [...this.evaluate(node.left), ...this.evaluate(node.right)];
      const [left, right] = [this.evaluate(node.left)[0], this.evaluate(node.right)[0]];
      if (kind === ts.SyntaxKind.PlusToken && (typeof left === 'string' || typeof left === 'number') && typeof right === typeof left)
        return [(left as string) + (right as string)];
      if (typeof left !== 'number' || typeof right !== 'number') return [UNKNOWN];
      if (kind === ts.SyntaxKind.MinusToken) return [left - right];
      if (kind === ts.SyntaxKind.AsteriskToken) return [left * right];
      if (kind === ts.SyntaxKind.SlashToken) return [left / right];
      return [UNKNOWN];
    }
    if (ts.isIdentifier(node)) return this.identifier(node);
    if (ts.isPropertyAccessExpression(node)) {
      return this.evaluate(node.expression).map((object) =>
        object && typeof object === 'object' && !Array.isArray(object) && node.name.text in object ? object[node.name.text]! : UNKNOWN,
      );
    }
    if (ts.isObjectLiteralExpression(node)) {
      const object: Record<string, Value> = {};
      for (const property of node.properties)
        if (ts.isPropertyAssignment(property)) object[property.name.getText()] = this.evaluate(property.initializer)[0];
      return [object];
    }
    if (ts.isArrayLiteralExpression(node)) {
      // A spread takes in the items of every array it can be (`...(cond ? [a] : [])` gives a).
      return [
        node.elements.flatMap((element) =>
          ts.isSpreadElement(element)
            ? this.evaluate(element.expression).flatMap((items) => (Array.isArray(items) ? items : [UNKNOWN]))
            : [this.evaluate(element)[0]],
        ),
      ];
    }
    if (ts.isCallExpression(node)) return this.call(node);
    return [UNKNOWN];
  }

  private identifier(node: ts.Identifier): Value[] {
    const declaration = declarationOf(node.text, node);
    if (!declaration) return [UNKNOWN];
    if (ts.isParameter(declaration)) return this.bound.get(declaration) ?? this.parameter(declaration);
    if (ts.isVariableDeclaration(declaration) && declaration.initializer && !callableOf(declaration)) return this.evaluate(declaration.initializer);
    return [UNKNOWN];
  }

  /** A parameter of a helper: what every call of the helper in the scanned code passes (or its default). */
  private parameter(parameter: ts.ParameterDeclaration): Value[] {
    const callable = parameter.parent;
    const name = ts.isFunctionDeclaration(callable) ? callable.name : ts.isVariableDeclaration(callable.parent) ? callable.parent.name : undefined;
    if (!name || !ts.isIdentifier(name) || !(ts.isArrowFunction(callable) || ts.isFunctionDeclaration(callable) || ts.isFunctionExpression(callable)))
      return [UNKNOWN];
    const index = callable.parameters.indexOf(parameter);
    const values: Value[] = [];
    for (const call of this.callsOf(name.text, callable)) {
      const argument = call.arguments[index];
      if (argument) values.push(...this.evaluate(argument));
      else if (parameter.initializer) values.push(...this.evaluate(parameter.initializer));
      else values.push(undefined);
    }
    return values;
  }

  private callsOf(name: string, callable: Callable): ts.CallExpression[] {
    const calls: ts.CallExpression[] = [];
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === name &&
        callableOf(declarationOf(name, node.expression)) === callable
      )
        calls.push(node);
      ts.forEachChild(node, visit);
    };
    this.statements.forEach(visit);
    return calls;
  }

  private call(node: ts.CallExpression): Value[] {
    const callee = node.expression;
    if (ts.isPropertyAccessExpression(callee)) {
      const args = node.arguments.map((argument) => this.evaluate(argument)[0]);
      return this.evaluate(callee.expression).map((object) => method(object, callee.name.text, args));
    }
    const callable = ts.isIdentifier(callee) ? callableOf(declarationOf(callee.text, callee)) : undefined;
    if (!callable) return [UNKNOWN];
    // The helper's own parameters take this call's arguments while its returns are read.
    const saved = callable.parameters.map((parameter) => [parameter, this.bound.get(parameter)] as const);
    callable.parameters.forEach((parameter, index) => {
      const argument = node.arguments[index];
      this.bound.set(parameter, argument ? this.evaluate(argument) : parameter.initializer ? this.evaluate(parameter.initializer) : [undefined]);
    });
    try {
      return returnsOf(callable).flatMap((expression) => this.evaluate(expression));
    } finally {
      for (const [parameter, value] of saved) {
        if (value) this.bound.set(parameter, value);
        else this.bound.delete(parameter);
      }
    }
  }
}

function method(object: Value, name: string, args: Value[]): Value {
  if (Array.isArray(object) && name === 'join' && object.every((item) => item !== UNKNOWN))
    return object.join(typeof args[0] === 'string' ? args[0] : ',');
  if (typeof object === 'number' && name === 'toLocaleString' && typeof args[0] === 'string') return object.toLocaleString(args[0]);
  if (typeof object === 'string' && name === 'replace' && typeof args[0] === 'string' && typeof args[1] === 'string')
    return object.replace(args[0], args[1]);
  return UNKNOWN;
}

const text = (value: Value): string => (value === UNKNOWN || (typeof value === 'object' && value !== null) ? ANY : String(value));

/** The messages the given files' code can give, `ANY` marking each part only known at run time. */
export function sourceMessages(sources: readonly Source[]): string[] {
  return [...new Scan(sources).messages()].sort();
}
