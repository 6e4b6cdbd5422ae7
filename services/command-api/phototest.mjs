import sharp from 'sharp';
const W=1600,H=1200;
const octave=async(w,sigma)=>sharp({create:{width:w,height:Math.round(w*H/W),channels:3,noise:{type:'gaussian',mean:128,sigma}}}).resize(W,H,{kernel:'cubic'}).png().toBuffer();
const base=await sharp({create:{width:W,height:H,channels:3,background:'#6b8e4e'}}).png().toBuffer();
const layers=[];
for (const [w,s] of [[25,60],[100,40],[400,30],[1600,18]]) layers.push({input:await octave(w,s),blend:'soft-light'});
export const photo=await sharp(base).composite(layers).jpeg({quality:82}).toBuffer();
console.log('jpeg',photo.length);
for (const w of [480,640,960,1280]) for (const [f,o] of [['webp',{quality:70}],['webp',{quality:55}],['avif',{quality:50,effort:2}],['avif',{quality:40,effort:2}]]) {
 const t=Date.now(); const b=await sharp(photo).resize({width:w})[f](o).toBuffer(); console.log(w,f,JSON.stringify(o),b.length,Date.now()-t,'ms');}
