import argparse
import pandas as pd
import folium
from folium.plugins import HeatMap

ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--lat", default="lat"); ap.add_argument("--lon", default="lon")
ap.add_argument("--out", default="map.html"); ap.add_argument("--radius", type=int, default=12)
a = ap.parse_args()
df = pd.read_csv(a.csv).dropna(subset=[a.lat, a.lon])
m = folium.Map(location=[df[a.lat].mean(), df[a.lon].mean()], zoom_start=6)
HeatMap(df[[a.lat, a.lon]].values.tolist(), radius=a.radius).add_to(m)
m.save(a.out); print("wrote", a.out)
