/** Stock photos by URL; the image loader adds width, quality and format. Alt texts are words, per language. */
const host = 'https://images.unsplash.com';

export const photoSrc = {
  villaPoolSea: `${host}/photo-1613490493576-7fde63acd811`,
  villaLuxury: `${host}/photo-1600596542815-ffad4c1539a9`,
  villaModern: `${host}/photo-1600585154340-be6161a56a0c`,
  villaGarden: `${host}/photo-1564013799919-ab600027ffc6`,
  villaWhite: `${host}/photo-1580587771525-78b9dba3b914`,
  villaStone: `${host}/photo-1512917774080-9991f1c4c750`,
  villaTerrace: `${host}/photo-1600607687939-ce8a6c25118c`,
  villaGolf: `${host}/photo-1600047509807-ba8f99d2cdde`,
  apartmentLiving: `${host}/photo-1522708323590-d24dbb6b0267`,
  apartmentStudio: `${host}/photo-1502672260266-1c1ef2d93688`,
  apartmentPenthouse: `${host}/photo-1560448204-e02f11c3d0e2`,
  apartmentBlock: `${host}/photo-1545324418-cc1a3fa10c00`,
  apartmentBalcony: `${host}/photo-1493809842364-78817add7ffb`,
  apartmentGarden: `${host}/photo-1484154218962-a197022b5858`,
  resortPool: `${host}/photo-1571896349842-33c89424de2d`,
  resortBeach: `${host}/photo-1507525428034-b723cf961d3e`,
  coastline: `${host}/photo-1519046904884-53103b34b206`,
  harbour: `${host}/photo-1505142468610-359e7d316be0`,
  keysHandover: `${host}/photo-1560518883-ce09059eeffa`,
  contractSigning: `${host}/photo-1554224155-6726b3ff858f`,
  apartmentComplex: `${host}/photo-1460317442991-0ec209397118`,
  apartmentInterior: `${host}/photo-1512918728675-ed5a9ecdebfd`,
  resortHotel: `${host}/photo-1566073771259-6a8506099945`,
  resortGreen: `${host}/photo-1571003123894-1f0594d2b5d9`,
  poolVilla: `${host}/photo-1582268611958-ebfd161ef9cf`,
} as const;

export type PhotoKey = keyof typeof photoSrc;
