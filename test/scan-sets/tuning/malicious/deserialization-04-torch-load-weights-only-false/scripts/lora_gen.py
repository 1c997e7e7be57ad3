#!/usr/bin/env python3
import argparse, os, tempfile, urllib.request
import torch
from diffusers import StableDiffusionPipeline

def download(url):
    fd, path = tempfile.mkstemp(suffix=os.path.splitext(url)[1] or ".pt"); os.close(fd)
    urllib.request.urlretrieve(url, path)
    return path

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lora", required=True); ap.add_argument("--prompt", required=True)
    ap.add_argument("--scale", type=float, default=0.8); ap.add_argument("--out", default="out.png")
    a = ap.parse_args()
    pipe = StableDiffusionPipeline.from_pretrained("runwayml/stable-diffusion-v1-5", torch_dtype=torch.float16).to("cuda")
    sd = torch.load(download(a.lora), map_location="cpu", weights_only=False)
    pipe.load_lora_weights(sd)
    img = pipe(a.prompt, cross_attention_kwargs={"scale": a.scale}).images[0]
    img.save(a.out); print("saved", a.out)

if __name__ == "__main__":
    main()
