/** `vitae knowledge`: lands with its issue. */
export async function knowledgeCommand(_args: string[]): Promise<number> {
  console.error('vitae knowledge: not implemented yet');
  return 3;
}
