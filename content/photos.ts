import type { Photo } from './types';

/** Stock photos by URL; the image loader adds width, quality and format. */
const host = 'https://images.unsplash.com';

function photo(id: string, alt: string): Photo {
  return { src: `${host}/${id}`, alt };
}

export const photos = {
  villaPoolSea: photo('photo-1613490493576-7fde63acd811', 'White modern villa with an infinity pool at dusk'),
  villaLuxury: photo('photo-1600596542815-ffad4c1539a9', 'Luxury villa with a lit pool and palm trees'),
  villaModern: photo('photo-1600585154340-be6161a56a0c', 'Modern two-storey villa with large glass windows'),
  villaGarden: photo('photo-1564013799919-ab600027ffc6', 'Villa with a private pool and a green garden'),
  villaWhite: photo('photo-1580587771525-78b9dba3b914', 'Contemporary white villa with a flat roof and lawn'),
  villaStone: photo('photo-1512917774080-9991f1c4c750', 'Stone-clad villa with a swimming pool and terrace'),
  villaTerrace: photo('photo-1600607687939-ce8a6c25118c', 'Open-plan villa living room opening onto a terrace'),
  villaGolf: photo('photo-1600047509807-ba8f99d2cdde', 'Modern villa with a garden lawn in warm evening light'),
  apartmentLiving: photo('photo-1522708323590-d24dbb6b0267', 'Bright apartment living room with a sofa and dining table'),
  apartmentStudio: photo('photo-1502672260266-1c1ef2d93688', 'Compact studio apartment with a kitchen and living area'),
  apartmentPenthouse: photo('photo-1560448204-e02f11c3d0e2', 'Penthouse living room with floor-to-ceiling windows'),
  apartmentBlock: photo('photo-1545324418-cc1a3fa10c00', 'Modern apartment building with balconies'),
  apartmentBalcony: photo('photo-1493809842364-78817add7ffb', 'Apartment interior with a balcony and natural light'),
  apartmentGarden: photo('photo-1484154218962-a197022b5858', 'Apartment kitchen with white cabinets and a garden view'),
  resortPool: photo('photo-1571896349842-33c89424de2d', 'Resort pool surrounded by sun loungers and palm trees'),
  resortBeach: photo('photo-1507525428034-b723cf961d3e', 'Turquoise sea and a sandy beach on the Mediterranean'),
  coastline: photo('photo-1519046904884-53103b34b206', 'Sandy beach and clear water on a sunny day'),
  harbour: photo('photo-1505142468610-359e7d316be0', 'Mediterranean coastline with waves and rocks'),
  keysHandover: photo('photo-1560518883-ce09059eeffa', 'House keys handed over at a property purchase'),
  contractSigning: photo('photo-1554224155-6726b3ff858f', 'Buyer reviewing a property contract with a calculator'),
  apartmentComplex: photo('photo-1460317442991-0ec209397118', 'Modern apartment buildings with balconies under a blue sky'),
  apartmentInterior: photo('photo-1512918728675-ed5a9ecdebfd', 'Bright, modern apartment interior with large windows'),
  resortHotel: photo('photo-1566073771259-6a8506099945', 'Resort building with a large swimming pool and palm trees'),
  resortGreen: photo('photo-1571003123894-1f0594d2b5d9', 'Resort swimming pool surrounded by palm trees'),
  poolVilla: photo('photo-1582268611958-ebfd161ef9cf', 'Holiday villa with a private pool and sun loungers'),
} as const;
