/** `vitae admin …`: provisioning lands with the auth issue. */
export async function adminCommand(_args: string[]): Promise<number> {
  console.error('vitae admin: not implemented yet');
  return 3;
}
