/** One step of the back-office database's schema: runs once, in order, inside the transaction that records it. */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}
