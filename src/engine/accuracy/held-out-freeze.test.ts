import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { heldOutDir, heldOutSums, heldOutSumsFile, sha256, type THeldOutPart } from '../../../test/fixtures/corpus/held-out-sums';
import { loadPart } from './corpus';

/**
 * Digest of each held-out part's SHA256SUMS as frozen: held-out in 80f27fe, held-out-2 in 7f6e26a,
 * held-out-3 in a412f24, held-out-4 in 805aebe, held-out-5 in 2a6ba56,
 * held-out-6 and held-out-7 in the commit that added them, held-out-8, held-out-9 and held-out-10 each in the
 * commit that added it, held-out-11 to held-out-14 in the commit that added them, held-out-15 and held-out-16 likewise,
 * held-out-17 and held-out-18 likewise, held-out-19 and held-out-20 likewise, held-out-21 and held-out-22 likewise,
 * held-out-23 and held-out-24 likewise, held-out-25 and held-out-26 likewise, held-out-27 and held-out-28 likewise,
 * held-out-29 and held-out-30 likewise, held-out-31 and held-out-32 likewise, held-out-33 and held-out-34 likewise,
 * held-out-35 and held-out-36 likewise, held-out-37 and held-out-38 likewise, held-out-39 and held-out-40 likewise,
 * held-out-41 and held-out-42 likewise, held-out-43 and held-out-44 likewise,
 * held-out-45 and held-out-46 likewise, held-out-47 and held-out-48 likewise, held-out-49 and held-out-50 likewise,
 * held-out-51 and held-out-52 likewise, held-out-53 and held-out-54 likewise, held-out-55 and held-out-56 likewise,
 * held-out-57 and held-out-58 likewise.
 * Changing a held-out part means changing its line here too, in plain sight; new cases belong in a
 * new part instead.
 */
const FROZEN: { part: THeldOutPart; sumsDigest: string; minCreatives: number }[] = [
  { part: 'held-out', sumsDigest: 'e95f126c097ecd8fdb8f518efa8b2ba901d5c7b880d380615093d0e81ed0eea9', minCreatives: 230 },
  { part: 'held-out-2', sumsDigest: '1c448b067421a727e38642514a7c964290ad10758f5b81e61dcb3b4381db0cb6', minCreatives: 150 },
  { part: 'held-out-3', sumsDigest: '6158a4a8f327ac54b24443333dccf8520331bf0f3c9e9b776c704e1881a74d55', minCreatives: 150 },
  { part: 'held-out-4', sumsDigest: '76367f353a579026c238d684ff5fc312eb67acd5aabc7e8d81b23b19969590e6', minCreatives: 110 },
  { part: 'held-out-5', sumsDigest: 'bcfd5005c655ea0adeec79d0543b2b4f1676d23c6389babe02490eff35784f55', minCreatives: 100 },
  { part: 'held-out-6', sumsDigest: 'e70687569fac41157ddd74d0d0803bc56646dc038c2805b8f7eced34c322809b', minCreatives: 130 },
  { part: 'held-out-7', sumsDigest: '870724a2b9b05aed2330b3f04a58c43555fcc09138985aea797da8e8cd4aab18', minCreatives: 130 },
  { part: 'held-out-8', sumsDigest: '7d806b9879f00a0c5e9934720f735ff63363c8809a553c123cbb30e73aa865af', minCreatives: 140 },
  { part: 'held-out-9', sumsDigest: '89a358ea120a79878fbfad65c65ca5b1608934b955315c1ea6c844b32f91998c', minCreatives: 150 },
  { part: 'held-out-10', sumsDigest: '42af16052bc966fb5b26e8495a171aad0f9137bebcd2a646727164e54e743218', minCreatives: 150 },
  { part: 'held-out-11', sumsDigest: '982b523ab3d100856d9d5999f2ecc9a4c88b006b163047e0b22be9f74b865c5d', minCreatives: 160 },
  { part: 'held-out-12', sumsDigest: '98a74bf036810733d67fc66998b7213f60f144c507a49f74550455b4486b02c2', minCreatives: 160 },
  { part: 'held-out-13', sumsDigest: '4b6de6e0f787d00a88d91c6230dda8392d235a255df00a426250715a0991c76b', minCreatives: 160 },
  { part: 'held-out-14', sumsDigest: '7652473abc3ae278852be713fb15a67b22141d18172b5e104f5cd3a584de4ce1', minCreatives: 160 },
  { part: 'held-out-15', sumsDigest: 'f8c6b315ad4c0ffc841ec435ed7fc4316db5f4bd4e6bbd95573315542a427108', minCreatives: 150 },
  { part: 'held-out-16', sumsDigest: '75eb8a866fdcb3c8457dfe2258b0837121b712814b5fae5dcb848d95892d811e', minCreatives: 160 },
  { part: 'held-out-17', sumsDigest: '83ed659f9de1cf7a093c924025be6105cb579e0469f3b9aed9871eeb268a7527', minCreatives: 165 },
  { part: 'held-out-18', sumsDigest: 'beff47ce4af7762b9f772ed8dc9e23a5b33cdd8261029a79785a3256d5d44a40', minCreatives: 165 },
  { part: 'held-out-19', sumsDigest: 'df37b8e2166a87a0a1ca4fe898053928bc79c86843779d08e9b5af720ddb09ed', minCreatives: 165 },
  { part: 'held-out-20', sumsDigest: '796641a7798b47ace96a3cb3503fda08d791c406c2ee29df28c4c580e922c227', minCreatives: 165 },
  { part: 'held-out-21', sumsDigest: '4523a326c7391a3e6501a11b115f502e9217b07d6aa91b0a85a302e5dabbce99', minCreatives: 165 },
  { part: 'held-out-22', sumsDigest: 'd0aef83fa8d845558b8c99b6b4a1905ae6d024ae14d184df26ae7109b3484263', minCreatives: 165 },
  { part: 'held-out-23', sumsDigest: '20026344d153f385457b0eafd252aa585dac76a8f68fe0707d6df48de1c15bde', minCreatives: 165 },
  { part: 'held-out-24', sumsDigest: '7ba30c475f2d65cf023956880fe208602a85b0da790dd6466f2748d6c2dfad70', minCreatives: 165 },
  { part: 'held-out-25', sumsDigest: '54e5c1db10caf1a33a9d58783ddde221cb716b538f5d3a4bc883abb0fec4252d', minCreatives: 165 },
  { part: 'held-out-26', sumsDigest: '4add5ee5ea4400e7a682a2ee70e7a766f406552639311c23365e7a1c6d1ad04a', minCreatives: 165 },
  { part: 'held-out-27', sumsDigest: 'c2c5a8caab8008e7141b083769f006a4a12fa9dae51f381fa1c7a88dab23f3df', minCreatives: 165 },
  { part: 'held-out-28', sumsDigest: '36147070123c4ab2260adf2c18f059bb99d6703932e71e6d71e897130a2f5154', minCreatives: 165 },
  { part: 'held-out-29', sumsDigest: '5584f8509f645b4df96a44b9e884a9bc54c2de1214e014699bfb72aac29d224a', minCreatives: 165 },
  { part: 'held-out-30', sumsDigest: 'c19f2bfd9ee04e2cf3e8a098052e7ca9a74bdaea497befeed57ad2c5a1425174', minCreatives: 165 },
  { part: 'held-out-31', sumsDigest: 'e489998e6205507227d4e7d42d50e16ab3ddbbcbbfac061a4e4c42b24c3730d8', minCreatives: 165 },
  { part: 'held-out-32', sumsDigest: '1fe52e007fe5d858853cfb0db3b4f8dd9abc9228fb947076e68d47bccc157b84', minCreatives: 165 },
  { part: 'held-out-33', sumsDigest: 'c01a4a91b05e09aec396315af3e2ceede8235eae4aa21bace31de6b8197888d6', minCreatives: 165 },
  { part: 'held-out-34', sumsDigest: '3797c886fdc8b40134eb04596e8b884d9dd6c4cbce983b152fa91eaedf439101', minCreatives: 165 },
  { part: 'held-out-35', sumsDigest: '40de196258a9d05e46ba014a062be54c51b987bc0492187008c713c394fded9f', minCreatives: 165 },
  { part: 'held-out-36', sumsDigest: '80e15879b3e4568c71209d4a4467c27f9ceb3c97ae8c2639452cabd7526c2dd3', minCreatives: 165 },
  { part: 'held-out-37', sumsDigest: '5e8b9988a0cb9fc8a55d39a4f855e7af98ec4ffc8c2c7ccdf976607f87030727', minCreatives: 165 },
  { part: 'held-out-38', sumsDigest: '1117401cd89fa18cbe1a2ca5cc2bfa0b8f4d9798474ed776e464968438d5a226', minCreatives: 165 },
  { part: 'held-out-39', sumsDigest: '68b7524b062203b84e8a65789677438fd583d3cee80be8f3f7e03489a131b1c0', minCreatives: 165 },
  { part: 'held-out-40', sumsDigest: 'bfcd158b09f6f53ea4095a5171d063d4cbbc29c56a5c91a8c892d543f4777fd3', minCreatives: 165 },
  { part: 'held-out-41', sumsDigest: 'ff95fe1418f8377b36ca440b2cf8f8c9b94c6d70e60b16d1f76f4b45d25de2fa', minCreatives: 165 },
  { part: 'held-out-42', sumsDigest: '9364dfc22741b475bf89f4a490133c03654102af82e7919ad79ab6eedd4cacd0', minCreatives: 165 },
  { part: 'held-out-43', sumsDigest: 'f323a7601ff5167cd7efaf5dc63a9095b8db3072bee7865fefb672a7b08852c3', minCreatives: 165 },
  { part: 'held-out-44', sumsDigest: '8a4c25ca1ccc0daaa4541b694dc3b780a670f00b1e8be2da6c4166a1af288f90', minCreatives: 165 },
  { part: 'held-out-45', sumsDigest: 'a88e4a073dc84eb1cfb3b36c1288362758a5ccc073b65c99f7d09e39570fe2fb', minCreatives: 165 },
  { part: 'held-out-46', sumsDigest: '1bfdffa9a9ceb6bfcc661cdf9ec41f846c727acf3603192c0aad472ac5af31b2', minCreatives: 165 },
  { part: 'held-out-47', sumsDigest: 'b3472e54f279cd3ccbb82220c717e2843f7697a8e2306d370015fa294be88a4e', minCreatives: 165 },
  { part: 'held-out-48', sumsDigest: '5d8275219ae77438b1c4c51b13c32eca4354bb4179402ddda49beebd634463b7', minCreatives: 165 },
  { part: 'held-out-49', sumsDigest: 'ad781e82c67b86286c1277ed9dc8f7bd5c385a052107fbbb3147b2063e3a6df7', minCreatives: 165 },
  { part: 'held-out-50', sumsDigest: '14e92d569b84131443b5372d0d0cf25e4ed1e78e70a51a1b0dfeeb05114b923d', minCreatives: 165 },
  { part: 'held-out-51', sumsDigest: 'f7d53e6312da17244232a57d81b929bf94fb5a98fd0d641f302a953984c5b803', minCreatives: 165 },
  { part: 'held-out-52', sumsDigest: 'b56c6b0ebf99b0d0e65ee70017a303a59acfe2a4d7abdf46f2a602560b89d3e4', minCreatives: 165 },
  { part: 'held-out-53', sumsDigest: 'eeca546fb76327c7a124a580bf41f38fd1b52166599d4eb871c1ad965a3117f7', minCreatives: 165 },
  { part: 'held-out-54', sumsDigest: '93dc9669b99e2f532702e5bf9ad7257e3a0e67dacd97741ec704940cec519d7e', minCreatives: 165 },
  { part: 'held-out-55', sumsDigest: '7b1f404432a9aeb26bde829bc6d3edccd0a237d1a49ce0279e790b4f402a40e2', minCreatives: 165 },
  { part: 'held-out-56', sumsDigest: '951e8d0dac71be3a649d40046b499418d68171fd4eb2440507483fe9528b4fe9', minCreatives: 165 },
  { part: 'held-out-57', sumsDigest: '90cd0703508b4ca891f44d709c12aacdf1d45ea264d62f95f43725da82e6a57e', minCreatives: 165 },
  { part: 'held-out-58', sumsDigest: 'da83bba9264bd546630ac241dd2167c4d00cf6ae2930ba4c84ea82e64548e811', minCreatives: 165 },
];

describe.each(FROZEN)('the $part part of the accuracy corpus is frozen', ({ part, sumsDigest, minCreatives }) => {
  it('has exactly the files, manifest and source its committed SHA256SUMS lists, byte for byte', async () => {
    const committed = await readFile(heldOutSumsFile(part), 'utf8');
    expect(sha256(committed), `${part}/SHA256SUMS itself changed`).toBe(sumsDigest);
    // Any edited, added or removed file changes this listing.
    expect(await heldOutSums(heldOutDir(part))).toBe(committed);
  });

  it('labels every file it holds, and every label names a file', async () => {
    const manifest = await loadPart(part);
    const listed = (await readFile(heldOutSumsFile(part), 'utf8')).match(/ {2}files\/\S+/g)!.map((l) => l.trim().slice('files/'.length));
    expect(manifest.map((e) => e.file).sort()).toEqual(listed.sort());
    expect(manifest.length).toBeGreaterThanOrEqual(minCreatives);
  });
});
