/*
 * n8n's Data Table node (n8n-nodes-base.dataTable 1.1) as n8n runs it, over tables held in memory, and the n8n
 * expressions the workflow's nodes carry: for lead-intake.test.ts, which runs the workflow's paths node by node
 * without an n8n. What it copies from n8n, so that a node the tests pass is one n8n runs:
 * - a table is found by its name, and made by a "create" node with its columns (reusing one of that name);
 * - a row has the system columns id (counted from 1), createdAt and updatedAt, and only the columns its table has:
 *   writing or filtering on any other fails, as a value of the wrong type does (a number column takes numbers);
 * - conditions: eq, neq, lt, lte, gt, gte (never true of an empty cell), isEmpty (null, or "" for text),
 *   isNotEmpty; "allConditions" or, the node's default, "anyCondition";
 * - get returns up to `limit` rows (50 by default) unless `returnAll`, in the order they were made; upsert updates every
 *   row that matches or, when none does, inserts one; update and deleteRows act on every row that matches; each returns
 *   the rows it wrote or deleted;
 * - a node with `executeOnce` runs for its first item only, and one with `alwaysOutputData` that returns nothing
 *   passes on one empty item.
 * The real node runs in the real n8n in tests/integrations/n8n-lead-intake.test.mjs.
 */

export type Row = Record<string, unknown>
export interface Item {
  json: Record<string, unknown>
}
interface Column {
  name: string
  type: "string" | "number" | "boolean" | "date"
}
interface Table {
  columns: Column[]
  rows: Row[]
  nextId: number
}
/** The data tables of one n8n project, by name. */
export type Tables = Map<string, Table>

export interface DataTableNode {
  name: string
  type: string
  parameters: Record<string, unknown>
  executeOnce?: boolean
  alwaysOutputData?: boolean
}

/** What an expression can read: the current item's `$json`, the node's input, and what other nodes of the run gave. */
export interface ExpressionScope {
  $json?: unknown
  input?: Item[]
  /** The index of the current item, for `$("Node").item`. */
  index?: number
  ran?: Record<string, Item[]>
}

/**
 * The value of a parameter: an n8n expression ("={{ … }}") evaluated as n8n would for one item, with `$json`,
 * `$input` and `$("Node")` (`.item`, `.first()`, `.all()`, `.isExecuted`); any other value as it is.
 */
export function expressionValue(value: unknown, { $json = {}, input = [], index = 0, ran = {} }: ExpressionScope) {
  const match = typeof value === "string" ? /^=\{\{([\s\S]*)\}\}$/.exec(value) : null
  if (!match) return value
  const output = (name: string) => {
    const items = ran[name]
    if (!items) throw new Error(`the expression ${value} reads ${name}, which did not run`)
    return items
  }
  const $ = (name: string) => ({
    isExecuted: name in ran,
    get item() {
      return output(name)[index] ?? output(name)[0]
    },
    first: () => output(name)[0],
    all: () => output(name),
  })
  const $input = { all: () => input, first: () => input[0], item: input[index] }
  return new Function("$json", "$", "$input", `return (${match[1]})`)($json, $, $input) as unknown
}

const SYSTEM_COLUMNS: Column[] = [
  { name: "id", type: "number" },
  { name: "createdAt", type: "date" },
  { name: "updatedAt", type: "date" },
]

function tableNamed(tables: Tables, node: DataTableNode): Table {
  const locator = node.parameters.dataTableId as { mode: string; value: string }
  if (locator.mode !== "name") throw new Error(`${node.name}: the tests find tables by name, not by ${locator.mode}`)
  const table = tables.get(locator.value)
  if (!table) throw new Error(`${node.name}: Data table with name "${locator.value}" not found`)
  return table
}

function columnOf(table: Table, name: string, node: DataTableNode): Column {
  const column = [...SYSTEM_COLUMNS, ...table.columns].find((each) => each.name === name)
  if (!column) throw new Error(`${node.name}: unknown column name '${name}'`)
  return column
}

function checkType(column: Column, value: unknown, node: DataTableNode) {
  if (value === null) return
  const isRight = column.type === "date" ? value instanceof Date : typeof value === column.type
  if (!isRight) throw new Error(`${node.name}: ${JSON.stringify(value)} is not a ${column.type} for '${column.name}'`)
}

interface Condition {
  keyName: string
  condition?: string
  keyValue?: unknown
}

function matcher(table: Table, node: DataTableNode, scope: ExpressionScope): (row: Row) => boolean {
  const { filters, matchType = "anyCondition" } = node.parameters as {
    filters?: { conditions?: Condition[] }
    matchType?: string
  }
  const conditions = (filters?.conditions ?? []).map(({ keyName, condition = "eq", keyValue }) => {
    const column = columnOf(table, keyName, node)
    const value = expressionValue(keyValue, scope)
    const isEmpty = (cell: unknown) => cell === null || cell === undefined || (column.type === "string" && cell === "")
    const compare = (cell: unknown, holds: (a: number | string, b: number | string) => boolean) =>
      !isEmpty(cell) && holds(cell as number | string, value as number | string)
    const tests: Record<string, (cell: unknown) => boolean> = {
      eq: (cell) => (value === null ? isEmpty(cell) : cell === value),
      neq: (cell) => (value === null ? !isEmpty(cell) : cell !== value),
      lt: (cell) => compare(cell, (a, b) => a < b),
      lte: (cell) => compare(cell, (a, b) => a <= b),
      gt: (cell) => compare(cell, (a, b) => a > b),
      gte: (cell) => compare(cell, (a, b) => a >= b),
      isEmpty,
      isNotEmpty: (cell) => !isEmpty(cell),
    }
    const test = tests[condition]
    if (!test) throw new Error(`${node.name}: the tests do not know the condition ${condition}`)
    if (["lt", "lte", "gt", "gte"].includes(condition)) checkType(column, value, node)
    return (row: Row) => test(row[keyName])
  })
  if (matchType !== "allConditions" && matchType !== "anyCondition") throw new Error(`${node.name}: ${matchType}`)
  return (row) =>
    matchType === "allConditions"
      ? conditions.every((holds) => holds(row))
      : conditions.length === 0 || conditions.some((holds) => holds(row))
}

/** The row a node writes for one item: its mapped columns' values, or the item itself. */
function rowToWrite(table: Table, node: DataTableNode, item: Item, scope: ExpressionScope): Row {
  const { columns } = node.parameters as { columns: { mappingMode: string; value: Record<string, unknown> } }
  const given =
    columns.mappingMode === "autoMapInputData"
      ? Object.fromEntries(
          Object.entries(item.json).filter(([name]) => !SYSTEM_COLUMNS.some((column) => column.name === name)),
        )
      : Object.fromEntries(Object.entries(columns.value).map(([name, value]) => [name, expressionValue(value, scope)]))
  for (const [name, value] of Object.entries(given)) {
    const column = columnOf(table, name, node)
    if (SYSTEM_COLUMNS.includes(column)) throw new Error(`${node.name}: '${name}' is a system column`)
    checkType(column, value ?? null, node)
  }
  return Object.fromEntries(Object.entries(given).map(([name, value]) => [name, value ?? null]))
}

function insert(table: Table, row: Row, now: Date): Row {
  const inserted: Row = {
    id: table.nextId++,
    createdAt: now,
    updatedAt: now,
    ...Object.fromEntries(table.columns.map(({ name }) => [name, null])),
    ...row,
  }
  table.rows.push(inserted)
  return inserted
}

/** Runs one Data Table node on its input items, as n8n would; returns what it passes on. */
export function runDataTableNode(
  node: DataTableNode,
  tables: Tables,
  input: Item[],
  ran: Record<string, Item[]> = {},
): Item[] {
  if (node.type !== "n8n-nodes-base.dataTable") throw new Error(`${node.name} is not a Data Table node`)
  const { resource, operation } = node.parameters as { resource: string; operation: string }
  const now = new Date()
  const output: Row[] = []
  for (const [index, item] of (node.executeOnce ? input.slice(0, 1) : input).entries()) {
    const scope = { $json: item.json, input, index, ran }
    if (resource === "table" && operation === "create") {
      const { tableName, columns, options } = node.parameters as {
        tableName: string
        columns: { column: Column[] }
        options?: { createIfNotExists?: boolean }
      }
      const existing = tables.get(tableName)
      if (existing && options?.createIfNotExists === false) throw new Error(`${node.name}: ${tableName} exists`)
      if (!existing) tables.set(tableName, { columns: columns.column, rows: [], nextId: 1 })
      output.push({ name: tableName })
      continue
    }
    if (resource !== "row") throw new Error(`${node.name}: the tests do not know ${resource} ${operation}`)
    const table = tableNamed(tables, node)
    const matches = matcher(table, node, scope)
    if (operation === "get") {
      const { returnAll, limit = 50 } = node.parameters as { returnAll?: boolean; limit?: number }
      const found = table.rows.filter(matches)
      output.push(...(returnAll ? found : found.slice(0, limit)).map((row) => ({ ...row })))
    } else if (operation === "upsert" || operation === "update") {
      const row = rowToWrite(table, node, item, scope)
      const found = table.rows.filter(matches)
      for (const each of found) Object.assign(each, row, { updatedAt: now })
      if (found.length === 0 && operation === "upsert") found.push(insert(table, row, now))
      output.push(...found.map((each) => ({ ...each })))
    } else if (operation === "deleteRows") {
      const found = table.rows.filter(matches)
      table.rows = table.rows.filter((row) => !found.includes(row))
      output.push(...found)
    } else throw new Error(`${node.name}: the tests do not know ${resource} ${operation}`)
  }
  const items = output.map((json) => ({ json }))
  return items.length === 0 && node.alwaysOutputData ? [{ json: {} }] : items
}

/** The rows of a table, without the system columns, for comparing. */
export function rowsOf(tables: Tables, name: string): Row[] {
  const system = new Set(SYSTEM_COLUMNS.map((column) => column.name))
  return (tables.get(name)?.rows ?? []).map((row) =>
    Object.fromEntries(Object.entries(row).filter(([column]) => !system.has(column))),
  )
}
