import { describe, expect, it } from 'vitest';
import { tokenize } from './concepts';
import { conversionDevice, firearmMentions, restrictedFirearm } from './firearm-concepts';

// Fresh probe ads: makers with model-number shapes, long guns, devices and figurative gun words.
const restricted = (t: string) => restrictedFirearm(tokenize(t))?.text ?? null;

describe('firearms by type and naming pattern', () => {
  it('knows a handgun by maker and model-number shape, carry context or calibre', () => {
    expect(restricted('Walther PDP compact, two mags and holster, $525.')).toBe('Walther PDP');
    expect(restricted('Kimber K6s, like new, cash only.')).toBe('Kimber K6s');
    expect(restricted('Selling my CZ 75 compact, great EDC.')).toBe('CZ 75');
    expect(restricted('Snub-nose .38 Special, $300.')).not.toBeNull();
    expect(restricted('Custom AR build, 16 inch barrel.')).toBe('AR');
    expect(restricted('Trading my Glock 19 toward a good deer rifle.')).toBe('Glock 19');
    expect(restricted('Springfield Hellcat, two mags.')).toBe('Springfield Hellcat');
    expect(restricted('Smith & Wesson Bodyguard with laser.')).toBe('Smith & Wesson Bodyguard');
    expect(restricted('Walther P22 or a Savage 110 rifle, your pick.')).toBe('Walther P22');
    expect(restricted('G43x w/ 3 mags + IWB holster.')).toBe('G43x');
    expect(restricted('XD45 with night sights.')).toBe('XD45');
    expect(restricted('F250 w/ 3 mags, new grips.')).toBeNull();
    expect(restricted('Hellcat Pro with two mags and an OWB holster.')).toBe('Hellcat');
    expect(restricted('Cobra Kai dojo: free gym bag and mouth guard holster set.')).toBeNull();
  });

  it('does not call a long gun, ammunition or a horse a handgun', () => {
    expect(restricted('Savage 110 deer rifle, $450.')).toBeNull();
    expect(restricted('Sig Sauer MCX rifle, 16 inch barrel.')).toBeNull();
    expect(restricted('Remington 870 Wingmaster 12 ga, nice wood, $375.')).toBeNull();
    expect(firearmMentions(tokenize('Springfield MN 56087: Security Bank open Saturdays.'))).toEqual([]);
    expect(restricted('Bulk 9mm ammo, 1000 rounds.')).toBeNull();
    expect(firearmMentions(tokenize('Colt foal for sale, 2 years old.'))).toEqual([]);
    expect(firearmMentions(tokenize('Ride shotgun on our ghost tour, then a shotgun start at the golf course.'))).toEqual([]);
  });

  it('finds conversion devices as a device near automatic fire', () => {
    expect(conversionDevice(tokenize('Select-fire conversion parts, ships discreetly.'))).not.toBeNull();
    expect(conversionDevice(tokenize('Drop-in sear makes your rifle fully automatic.'))).not.toBeNull();
    expect(conversionDevice(tokenize('Auto parts: conversion kit for your truck bed.'))).toBeNull();
    expect(conversionDevice(tokenize('Light switch covers and dimmer kits.'))).toBeNull();
  });

  it('reads automatic fire by what it does: the trigger held, the magazine emptied, a bullet hose', () => {
    for (const text of [
      'This backplate turns your pistol into a bullet hose.',
      'Printed switch makes it go brrrr, $40.',
      'Drop-in plate kit, just hold the trigger and the whole mag is gone.',
      'One part turns your G19 full auto, ships in a plain box.',
      'Upgrade kit lets you dump the mag with one pull.',
    ]) {
      expect(conversionDevice(tokenize(text)), text).not.toBeNull();
    }
    for (const text of [
      'Empty the mag at our indoor range: lane rental $20 an hour.',
      'Slide backplates with our logo, laser engraved for your Glock.',
      'Trigger upgrade kit for a crisper pull, drop-in, no gunsmith needed.',
      'Make it a day at the range: rifles and pistols for rent.',
    ]) {
      expect(conversionDevice(tokenize(text)), text).toBeNull();
    }
  });

  it('knows a conversion switch sold on a pistol or rifle by its street name, not a light, console or selector switch', () => {
    for (const text of ['Gen 4 G19 with a switch in it, two mags, $850.', 'Switches for the G43x and G26, DM me.', 'AR pistol w/ switch, cash only.']) {
      expect(conversionDevice(tokenize(text)), text).not.toBeNull();
    }
    for (const text of [
      'Glock 45 with a weapon light, pressure switch included.',
      'Thinking of switching? Make the switch to a Sig P320 at our counter.',
      'Nintendo Switch bundle $250; Ruger LCP II $300.',
      'F250 4x4 switch replaced, new mags on it.',
    ]) {
      expect(conversionDevice(tokenize(text)), text).toBeNull();
    }
  });

  it('reads a switch a few lines from the pistol as the conversion part where the ad speaks of automatic fire', () => {
    expect(conversionDevice(tokenize('Full auto Saturdays! Bring your Sig and our guys will set you up with a switch for the afternoon.'))).not.toBeNull();
    expect(conversionDevice(tokenize('Bring your Sig to the range and our guys will set you up with a new switch for the lights.'))).toBeNull();
    expect(conversionDevice(tokenize('Bring your Sig to the range Saturday. Nintendo Switch raffle for the kids.'))).toBeNull();
  });

  it('reads a maker model with a hunting-rifle calibre as a long gun, not a pistol', () => {
    expect(restricted('Raffle prize: a Ruger American .30-06 with scope.')).toBeNull();
    expect(restricted('Win a Savage Axis 6.5 Creedmoor!')).toBeNull();
    expect(restricted('Ruger 57 for sale, call 308-555-0199.')).toBe('Ruger 57');
  });
});
