/** `vitae rank`: lands with its issue. */
export async function rankCommand(_args: string[]): Promise<number> {
  console.error('vitae rank: not implemented yet');
  return 3;
}
