/**
 * FNV-1a 64 over the file's bytes, as 16 hex digits: a stable content hash to recognise a file
 * imported twice (not a security hash; a collision only makes a second upload look known).
 * Parameters from the FNV reference (Fowler, Noll, Vo; IETF draft-eastlake-fnv): offset basis
 * 0xcbf29ce484222325, prime 0x100000001b3 = 2^40 + 0x1b3. The 64-bit product is kept in two
 * 32-bit halves so that 25 MB hash fast without BigInt.
 */
export function fileFingerprint(bytes: Uint8Array): string {
  let high = 0xcbf29ce4;
  let low = 0x84222325;
  for (let index = 0; index < bytes.length; index += 1) {
    low = (low ^ bytes[index]) >>> 0;
    // h × (2^40 + 0x1b3) mod 2^64: the low half times 0x1b3 carries into the high half, and
    // h × 2^40 moves the low half 8 bits into the high half.
    const lowProduct = low * 0x1b3;
    const carry = Math.floor(lowProduct / 0x100000000);
    high = (Math.imul(high, 0x1b3) + carry + (low << 8)) >>> 0;
    low = lowProduct >>> 0;
  }
  return high.toString(16).padStart(8, "0") + low.toString(16).padStart(8, "0");
}
