#!/usr/bin/env python3
import argparse
import tensorflow as tf

ap = argparse.ArgumentParser(); ap.add_argument("data"); ap.add_argument("--epochs", type=int, default=10); ap.add_argument("--img", type=int, default=224); ap.add_argument("--out")
a = ap.parse_args()
kw = dict(validation_split=0.2, seed=1, image_size=(a.img, a.img), batch_size=32)
tr = tf.keras.utils.image_dataset_from_directory(a.data, subset="training", **kw)
va = tf.keras.utils.image_dataset_from_directory(a.data, subset="validation", **kw)
base = tf.keras.applications.MobileNetV3Small(include_top=False, input_shape=(a.img, a.img, 3), pooling="avg")
base.trainable = False
m = tf.keras.Sequential([tf.keras.layers.RandomFlip(), tf.keras.layers.RandomRotation(0.1), base, tf.keras.layers.Dense(len(tr.class_names), activation="softmax")])
m.compile("adam", "sparse_categorical_crossentropy", ["accuracy"])
m.fit(tr, validation_data=va, epochs=a.epochs, callbacks=[tf.keras.callbacks.EarlyStopping(patience=2, restore_best_weights=True)])
m.save(a.out)
