/** `vitae parse`: lands with its issue. */
export async function parseCommand(_args: string[]): Promise<number> {
  console.error('vitae parse: not implemented yet');
  return 3;
}
