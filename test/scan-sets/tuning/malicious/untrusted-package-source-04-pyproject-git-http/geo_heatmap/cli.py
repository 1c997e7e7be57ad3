import argparse
import folium
import pandas as pd
from folium.plugins import HeatMap, MarkerCluster
from geokit_fast import normalise_coords

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv"); ap.add_argument("--lat", default="lat"); ap.add_argument("--lon", default="lon")
    ap.add_argument("--weight"); ap.add_argument("--cluster", action="store_true"); ap.add_argument("--out", default="map.html")
    ap.add_argument("--tiles", default="cartodbpositron")
    a = ap.parse_args()
    df = normalise_coords(pd.read_csv(a.csv), a.lat, a.lon)
    m = folium.Map(location=[df[a.lat].mean(), df[a.lon].mean()], zoom_start=11, tiles=a.tiles)
    if a.cluster:
        mc = MarkerCluster().add_to(m)
        for _, r in df.iterrows():
            folium.Marker([r[a.lat], r[a.lon]]).add_to(mc)
    else:
        cols = [a.lat, a.lon] + ([a.weight] if a.weight else [])
        HeatMap(df[cols].values.tolist(), radius=14).add_to(m)
    m.save(a.out); print("wrote", a.out)
