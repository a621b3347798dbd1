/*
 * CRC-32 of a concatenation from the CRCs of its parts, as zlib's crc32_combine_gen/crc32_combine_op do:
 * crc(A‖B) = crc(A)·x^(8·len(B)) mod P ⊕ crc(B). A nonced page's gzip trailer then costs a few dozen
 * operations per response instead of a pass over the whole page (http/noncedBody.ts).
 */
const polynomial = 0xedb88320;

/** a·b modulo the CRC polynomial, in zlib's reflected bit order. */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  for (let mask = 0x80000000; mask !== 0; mask >>>= 1) {
    if (a & mask) product ^= b;
    b = b & 1 ? (b >>> 1) ^ polynomial : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) mod P for k = 0..31. */
const powersOfX: number[] = [];
for (let k = 0, p = 0x40000000; k < 32; k++) {
  powersOfX.push(p);
  p = multiplyModP(p, p);
}

/** The operator that shifts a CRC past `length` more bytes (zlib's crc32_combine_gen). */
export function crc32ShiftOperator(length: number): number {
  let p = 0x80000000; // x^0
  let k = 3; // a byte is 2^3 bits
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) p = multiplyModP(powersOfX[k % 32], p);
  }
  return p;
}

/** crc(A‖B) from crc(A), crc(B) and the shift operator of len(B) (zlib's crc32_combine_op). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}
