import type {
  Address,
  AddressBook,
  AddressBookService,
  AddressKind,
  ServiceFailure,
} from '../../src/kernel/types/index.ts';

type Call = 'list' | 'add' | 'update' | 'remove';

/** A failure as the API client raises it: an HTTP status with the error body's code. */
export const httpRefusal = (status: number, code?: string): ServiceFailure =>
  Object.assign(new Error(`HTTP ${status}`), { kind: 'http' as const, status, code });

/**
 * An address book kept in memory with the server's default rules (first of a type is default, a new default replaces
 * the old, removing a default promotes the next). A test may refuse the next call of a kind (`failNext`) or hold it
 * until it lets it go (`hold`), to look at the store while the call is in flight.
 */
export class FakeAddressBookService implements AddressBookService {
  addresses: Address[] = [];
  signedIn = true;
  readonly calls: { call: Call; reference?: string; address?: Address; kind?: AddressKind }[] = [];
  private readonly failures = new Map<Call, unknown>();
  private readonly held = new Map<Call, Promise<void>>();
  private nextId = 1;

  /** Refuse the next call of this kind with `error`. */
  failNext(call: Call, error: unknown = httpRefusal(500)): void {
    this.failures.set(call, error);
  }

  /** Hold calls of this kind until the returned function is called. */
  hold(call: Call): () => void {
    let release!: () => void;
    this.held.set(call, new Promise<void>((resolve) => (release = resolve)));
    return () => {
      this.held.delete(call);
      release();
    };
  }

  /** Put addresses in the book as if saved earlier (no defaults are changed). */
  seed(...addresses: Address[]): Address[] {
    const saved = addresses.map((address) => ({ reference: `a${this.nextId++}`, ...address }));
    this.addresses.push(...saved);
    return saved;
  }

  isSignedIn(): boolean {
    return this.signedIn;
  }

  async list(): Promise<AddressBook> {
    await this.begin('list');
    return this.book();
  }

  async add(address: Address, kind: AddressKind): Promise<Address> {
    await this.begin('add', { address, kind });
    const saved: Address = { ...address, type: kind, reference: `a${this.nextId++}`, default: false };
    this.addresses.push(saved);
    if (address.default || !this.addresses.some((other) => other.type === kind && other.default))
      this.makeDefault(saved);
    return { ...saved };
  }

  async update(reference: string, address: Address): Promise<Address> {
    await this.begin('update', { reference, address });
    const index = this.addresses.findIndex((saved) => saved.reference === reference);
    if (index < 0) throw httpRefusal(404, 'UPDATE');
    const current = this.addresses[index]!;
    const updated = { ...address, reference, type: current.type, default: current.default };
    this.addresses[index] = updated;
    if (address.default) this.makeDefault(updated);
    return { ...updated };
  }

  async remove(reference: string): Promise<AddressBook> {
    await this.begin('remove', { reference });
    const removed = this.addresses.find((saved) => saved.reference === reference);
    if (!removed) throw httpRefusal(404, 'UNABLE_TO_DELETE');
    this.addresses = this.addresses.filter((saved) => saved !== removed);
    const next = this.addresses.find((saved) => saved.type === removed.type);
    if (removed.default && next) this.makeDefault(next);
    return this.book();
  }

  private book(): AddressBook {
    return { addresses: this.addresses.map((address) => ({ ...address })) };
  }

  private makeDefault(address: Address): void {
    for (const saved of this.addresses)
      if (saved.type === address.type) saved.default = saved.reference === address.reference;
  }

  private async begin(call: Call, details: Omit<(typeof this.calls)[number], 'call'> = {}): Promise<void> {
    this.calls.push({ call, ...details });
    await this.held.get(call);
    const failure = this.failures.get(call);
    if (failure === undefined) return;
    this.failures.delete(call);
    throw failure;
  }
}
